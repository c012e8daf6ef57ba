/** The recovery codes, shown this once: the player is told to keep them. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="stack">
      <p>
        <strong>Store these recovery codes in a secure password manager.</strong> They can be used to recover access to your account if your two factor
        authentication device is lost. Each works once, and they are shown only now.
      </p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
