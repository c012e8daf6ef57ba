/** The most fights a process remembers the fighters of: past it, it forgets them all and guesses again. */
const MAX_REMEMBERED = 10_000;

/**
 * Who else stood in each fight at its last turn played in this process: a turn's guess of the
 * fighters to lock with its own (issue 40: a read before the locks, one statement a turn, became
 * a guess). A fight alone is guessed right from its first turn (nobody else); a guess gone wrong
 * (someone joined or left, or the last turn was played in another process) costs the turn one
 * more try, after a read of who stands.
 */
export class FellowsGuess {
  private readonly bySession = new Map<number, readonly number[]>();

  of(sessionId: number): number[] {
    return [...(this.bySession.get(sessionId) ?? [])];
  }

  remember(sessionId: number, fellows: readonly number[], fightGoesOn: boolean): void {
    if (!fightGoesOn) {
      this.bySession.delete(sessionId);
      return;
    }
    if (this.bySession.size >= MAX_REMEMBERED) this.bySession.clear();
    this.bySession.set(sessionId, fellows);
  }
}
