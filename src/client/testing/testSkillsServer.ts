// Test helper: answers the skills calls (seed 001 §7 "Skills") from fixtures, through the real
// client (callRoute parses every answer with the contract's schemas), and records what was sent.
import type { InternalAxiosRequestConfig } from 'axios';
import type { Profession, SkillSummary } from '../../shared/api';
import { http } from '../api/http';
import { fakeAdapter, type FakeAnswer } from './testAdapter';
import { testCharacter } from './testCharacter';

export interface SkillsServerState {
  professions: Profession[];
  summary: SkillSummary;
  recommendations?: { skill_id: number; skill_name: string; profession_name: string; cost: number; reason: string }[];
  allocation?: { profession: string; profession_id: number; points: number; description: string; skill_ids: number[] }[];
  /** The answer to a learn or start; a success echoing the request when left out. */
  act?: (url: string, body: Record<string, number>) => FakeAnswer | undefined;
}

/** Points http at a fake skills server; returns the requests it saw ("GET /api/..."). */
export function fakeSkillsServer(state: SkillsServerState): string[] {
  const seen: string[] = [];
  const answer = (config: InternalAxiosRequestConfig): FakeAnswer => {
    const url = config.url ?? '';
    seen.push(`${(config.method ?? 'get').toUpperCase()} ${url}`);
    if (url === '/api/swg-skills/professions') return { status: 200, data: { professions: state.professions } };
    const skillPage = /^\/api\/swg-skills\/skill\/(\d+)$/.exec(url);
    if (skillPage) {
      const id = Number(skillPage[1]);
      for (const p of state.professions) {
        const skill = [p.novice_skill, ...p.skill_trees.flatMap((tree) => tree.skills), p.master_skill].find((s) => s.id === id);
        if (skill) return { status: 200, data: { skill, profession: { id: p.id, name: p.name, category: p.category } } };
      }
      return { status: 404, data: { message: 'Skill not found.' } };
    }
    if (url.endsWith('/summary')) return { status: 200, data: state.summary };
    if (url.endsWith('/recommendations')) return { status: 200, data: { recommendations: state.recommendations ?? [] } };
    if (url.endsWith('/optimal-allocation')) {
      const allocation = state.allocation ?? [];
      return { status: 200, data: { allocation, total_points: allocation.reduce((sum, entry) => sum + entry.points, 0), score: 1 } };
    }
    if (url.startsWith('/api/characters/')) return { status: 200, data: testCharacter({ id: Number(url.split('/')[3]) }) };
    if (config.method === 'post') {
      const body = JSON.parse(String(config.data)) as Record<string, number>;
      const custom = state.act?.(url, body);
      if (custom) return custom;
      const skill = state.summary.skills[0] ?? { ...state.professions[0]!.novice_skill, learned_at: '2026-01-01T00:00:00.000Z' };
      const points = state.summary.skill_points;
      if (url.endsWith('/learn-skill')) return { status: 200, data: { success: true, message: `Learned skill ${body.skill_id}.`, skill, skill_points: points } };
      const profession = { id: body.profession_id!, name: 'Merchant', category: 'social', skills_learned: 1, skills_total: 18, progress: 5.6, mastered: false, started_at: '2026-01-01T00:00:00.000Z' };
      return { status: 200, data: { success: true, message: `Started profession ${body.profession_id}.`, profession, skill, skill_points: points } };
    }
    return { status: 404, data: { message: `No fake for ${url}` } };
  };
  http.defaults.adapter = fakeAdapter(answer);
  return seen;
}
