import type { NotificationType } from '../../shared/api';
import { playSound } from '../audio/playSound';

/**
 * Plays the notification chime for `type` (a two-note chime, about a quarter of a second) through
 * the game's sound, so the Settings volumes and mute apply. Silent before the player's first
 * interaction with the page.
 */
export function playAlertSound(type: NotificationType): void {
  playSound(`notify-${type}`);
}
