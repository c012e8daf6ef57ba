import { Button } from '../../ui/Button';

/** A profile form's Save button with what the save said beside it. */
export function SaveActions({ busy, saved }: { busy: boolean; saved: string | null }) {
  return (
    <div className="actions">
      <Button type="submit" busy={busy}>
        Save
      </Button>
      {saved && (
        <span className="saved-flag" role="status">
          {saved}
        </span>
      )}
    </div>
  );
}
