import type { ContractListResponse } from '../../../shared/api';
import type { ContractFilterValues } from '../../contracts/tradingContracts';

export const NO_FILTERS: ContractFilterValues = {
  contract_type: '',
  difficulty: '',
  risk_level: '',
  min_reward: '',
  max_reward: '',
  show_compatible_only: false,
};

interface ContractFilterBarProps {
  values: ContractFilterValues;
  options: ContractListResponse['filters'] | undefined;
  onChange: (values: ContractFilterValues) => void;
}

/** Type, difficulty, risk, reward range and "compatible only" (seed 001 §7 list query). */
export function ContractFilterBar({ values, options, onChange }: ContractFilterBarProps) {
  const set = <K extends keyof ContractFilterValues>(key: K, value: ContractFilterValues[K]) => onChange({ ...values, [key]: value });
  const choice = (key: 'contract_type' | 'difficulty' | 'risk_level', label: string, items: readonly string[] = []) => (
    <label className="tc-filter">
      <span>{label}</span>
      <select className="field-input" value={values[key]} onChange={(event) => set(key, event.target.value)}>
        <option value="">All</option>
        {items.map((item) => (
          <option key={item} value={item}>
            {item}
          </option>
        ))}
      </select>
    </label>
  );
  const reward = (key: 'min_reward' | 'max_reward', label: string) => (
    <label className="tc-filter">
      <span>{label}</span>
      <input className="field-input" type="number" min={0} step={100} value={values[key]} onChange={(event) => set(key, event.target.value)} />
    </label>
  );
  return (
    <form className="tc-filters" aria-label="Contract filters" onSubmit={(event) => event.preventDefault()}>
      {choice('contract_type', 'Type', options?.contract_types)}
      {choice('difficulty', 'Difficulty', options?.difficulties)}
      {choice('risk_level', 'Risk', options?.risk_levels)}
      {reward('min_reward', 'Min reward')}
      {reward('max_reward', 'Max reward')}
      <label className="tc-filter tc-filter-check">
        <input type="checkbox" checked={values.show_compatible_only} onChange={(event) => set('show_compatible_only', event.target.checked)} />
        <span>Compatible only</span>
      </label>
    </form>
  );
}
