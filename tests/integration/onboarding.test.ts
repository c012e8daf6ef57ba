import { describe, expect, it } from 'vitest';
import { newCaptain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

describe('onboarding calls', () => {
  it('walks the phases in order, refusing out-of-order and unmet phases without change', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const status = async () => (await captain.get('/api/onboarding/status')).json().onboarding_status;
    expect(await status()).toMatchObject({ phase: 'character_creation', completed_phases: [], should_show_welcome: true, tutorial_enabled: true });
    const init = await captain.post('/api/onboarding/initialize');
    expect(init.json().onboarding_status).toMatchObject({ phase: 'tutorial_introduction', completed_phases: ['character_creation'] });
    expect((await status()).available_missions.map((m: { key: string }) => m.key)).toEqual(['trading_basics']);

    const wrong = await captain.post('/api/onboarding/advance-phase', { completed_phase: 'interface_tour' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('You are in the tutorial introduction phase.');
    expect((await status()).phase).toBe('tutorial_introduction');
    expect((await captain.post('/api/onboarding/advance-phase', { completed_phase: 'tutorial_introduction' })).json().onboarding_status).toMatchObject({ phase: 'interface_tour', should_show_welcome: false });
    expect((await captain.post('/api/onboarding/advance-phase', { completed_phase: 'interface_tour' })).statusCode).toBe(200);
    const early = await captain.post('/api/onboarding/advance-phase', { completed_phase: 'first_mission' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Complete your first tutorial mission first.');
    expect((await status()).next_phase_requirements).toEqual(['Complete your first tutorial mission (Trading Basics)']);

    expect((await captain.post('/api/onboarding/toggle-tutorial', { enabled: false })).json().onboarding_status.tutorial_enabled).toBe(false);
    const skipped = (await captain.post('/api/onboarding/skip')).json().onboarding_status;
    expect(skipped).toMatchObject({ phase: 'open_world', has_completed_onboarding: true });
    expect(skipped.completed_phases).toHaveLength(6);
    const reset = (await captain.post('/api/onboarding/reset')).json().onboarding_status;
    expect(reset).toMatchObject({ phase: 'tutorial_introduction', completed_phases: ['character_creation'], has_completed_onboarding: false });
  });

  it('initializes after tutorial mode was toggled first, leaving character creation', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    expect((await captain.post('/api/onboarding/toggle-tutorial', { enabled: false })).json().onboarding_status).toMatchObject({ phase: 'character_creation', should_show_welcome: false });
    const init = (await captain.post('/api/onboarding/initialize')).json().onboarding_status;
    expect(init).toMatchObject({ phase: 'tutorial_introduction', completed_phases: ['character_creation'], tutorial_enabled: false });
    // Again: nothing changes.
    expect((await captain.post('/api/onboarding/initialize')).json().onboarding_status).toMatchObject({ phase: 'tutorial_introduction', completed_phases: ['character_creation'] });
  });

  it('records tutorial steps and answers progress, categories and by-category', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const updated = await captain.post('/api/onboarding/tutorial/update', { step_id: 'datapad_button', progress_data: { seen: true } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await captain.get('/api/onboarding/status')).json().onboarding_status.current_step).toEqual({ step_id: 'datapad_button', progress_data: { seen: true } });
    await captain.post('/api/onboarding/tutorial/complete', { step_id: 'datapad_button', completion_data: {} });
    const skipped = await captain.post('/api/onboarding/tutorial/skip', { step_id: 'credits_display' });
    expect(skipped.json().tutorial_progress).toMatchObject({ completed: 2, total: 12 });
    // An update after completion keeps it completed.
    await captain.post('/api/onboarding/tutorial/update', { step_id: 'datapad_button', progress_data: { again: 1 } });
    const progress = (await captain.get('/api/onboarding/tutorial/progress')).json().tutorial_progress;
    expect(progress.steps.find((s: { step_id: string }) => s.step_id === 'datapad_button').status).toBe('completed');
    // A replayed tour skipped keeps a completed stop completed; a skipped one can still be completed.
    await captain.post('/api/onboarding/tutorial/skip', { step_id: 'datapad_button' });
    await captain.post('/api/onboarding/tutorial/complete', { step_id: 'credits_display', completion_data: {} });
    const replayed = (await captain.get('/api/onboarding/tutorial/progress')).json().tutorial_progress;
    const statusOf = (id: string) => replayed.steps.find((s: { step_id: string }) => s.step_id === id).status;
    expect([statusOf('datapad_button'), statusOf('credits_display')]).toEqual(['completed', 'completed']);
    const unknown = await captain.post('/api/onboarding/tutorial/complete', { step_id: 'nope', completion_data: {} });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Unknown tutorial step.');
    const categories = (await captain.get('/api/onboarding/tutorial/categories')).json().categories;
    expect(categories.find((c: { id: string }) => c.id === 'interface')).toEqual({ id: 'interface', name: 'Interface', total: 5, completed: 2 });
    const trading = (await captain.get('/api/onboarding/tutorial/by-category?category=trading')).json();
    expect(trading.steps.map((s: { step_id: string }) => s.step_id)).toEqual(['refuel_ship', 'buy_cargo', 'sell_cargo']);
  });

  it('runs the tutorial missions through the onboarding mission calls', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const all = (await captain.get('/api/onboarding/missions/all')).json().missions;
    expect(all.map((m: { key: string }) => m.key)).toEqual(['trading_basics']);
    const locked = await captain.post('/api/onboarding/missions/start', { mission_id: 'travel_basics' });
    expect(locked.statusCode).toBe(404);
    const early = await captain.post('/api/onboarding/missions/complete', { mission_id: 'trading_basics', completion_data: {} });
    expect(early.statusCode).toBe(422);
    expect(await captain.credits()).toBe(25_000);
    const update = await captain.post('/api/onboarding/missions/update', { mission_id: 'trading_basics', progress_data: { opened_market: true } });
    expect(update.json().mission.progress).toEqual({ opened_market: true });
    expect(update.json().mission.progress_percentage).toBe(0);
    const progress = (await captain.get('/api/onboarding/missions/progress?mission_id=trading_basics')).json().mission;
    expect(progress).toMatchObject({ key: 'trading_basics', status: 'active', is_tutorial: true, quest_type: 'tutorial' });
    expect((await captain.get('/api/onboarding/missions/available')).json().missions).toHaveLength(1);
  });
});
