import { describe, expect, it } from 'vitest';
import type { SceneLocation } from '../sceneStore';
import { placeKeyOf, useGroundSurvey } from './groundSurvey';

const here: SceneLocation = { superAreaId: 3, superAreaName: 'Morloon', planet: null, placeName: 'Nexen Shuttleport', placeType: 'shuttleport', locationName: 'Morloon I' };
const deposits = [{ key: '1:2:0', kind: 'metal' as const, harvested: false }, { key: '1:2:1', kind: 'organic' as const, harvested: false }];

describe('the ground survey', () => {
  it('keeps the survey of one place; an unchanged survey notifies no one, a harvest does', () => {
    let notified = 0;
    const stop = useGroundSurvey.subscribe(() => notified++);
    useGroundSurvey.getState().setSurvey(here, deposits);
    expect(useGroundSurvey.getState()).toMatchObject({ placeKey: placeKeyOf(here), markers: deposits });
    useGroundSurvey.getState().setSurvey({ ...here }, deposits.map((d) => ({ ...d })));
    expect(notified).toBe(1);
    useGroundSurvey.getState().setSurvey(here, [{ ...deposits[0]!, harvested: true }, deposits[1]!]);
    useGroundSurvey.getState().harvested('1:2:0');
    useGroundSurvey.getState().harvested('1:2:0');
    expect(notified).toBe(4);
    expect(useGroundSurvey.getState().harvest).toEqual({ key: '1:2:0', serial: 2 });
    stop();
  });

  it('names a place by its system, location and place', () => {
    expect(placeKeyOf(null)).toBeNull();
    expect(placeKeyOf(here)).not.toBe(placeKeyOf({ ...here, placeName: 'Nexen Exchange' }));
  });
});
