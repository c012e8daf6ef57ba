import { Button } from '../ui/Button';

/** Accept and Decline for an invite, application or invitation. */
export function AnswerButtons({ onAnswer, busy }: { onAnswer: (answer: 'accept' | 'decline') => void; busy: boolean }) {
  return (
    <span className="social-actions">
      <Button onClick={() => onAnswer('accept')} busy={busy}>
        Accept
      </Button>
      <Button variant="ghost" onClick={() => onAnswer('decline')} disabled={busy}>
        Decline
      </Button>
    </span>
  );
}
