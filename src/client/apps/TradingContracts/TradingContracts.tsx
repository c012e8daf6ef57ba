import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { TradingContract } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { listActiveContracts, listContractHistory, listContracts } from '../../contracts/tradingContracts';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { useGameStore } from '../../stores/gameStore';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Tabs } from '../../ui/Tabs';
import { ActiveContracts } from './ActiveContracts';
import { AvailableContracts } from './AvailableContracts';
import { ContractDetails } from './ContractDetails';
import { ContractFilterBar, NO_FILTERS } from './ContractFilterBar';
import { ContractHistory } from './ContractHistory';
import { CurrentShipBox } from './CurrentShipBox';
import { useContractActions } from './useContractActions';
import './tradingContracts.css';

type View = 'available' | 'active' | 'history';

export const ABANDON_CONFIRMATION = 'Are you sure you want to abandon this contract? You will forfeit the collateral.';

function loadState(query: { isPending: boolean; error: unknown }, fallback: string): ReactNode {
  if (query.error) return <p className="form-alert" role="alert">{errorMessage(query.error, fallback)}</p>;
  if (query.isPending) return <p className="dp-loading">Loading contracts…</p>;
  return null;
}

/** Trading contracts (seed 001 §2): Available, Active (with count) and History, filters, ship box, details. */
export function TradingContracts({ tab }: DatapadAppProps) {
  const characterId = useGameStore((state) => state.activeCharacterId) ?? 0;
  const [view, setView] = useState<View>('available');
  const [historyOpened, setHistoryOpened] = useState(false);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [details, setDetails] = useState<TradingContract | null>(null);
  const [abandoning, setAbandoning] = useState<TradingContract | null>(null);
  const { accept, complete, abandon } = useContractActions(characterId, () => setDetails(null));

  const available = useQuery({ queryKey: queryKeys.contracts.available(characterId, filters), queryFn: ({ signal }) => listContracts(filters, signal), enabled: characterId > 0 });
  const active = useQuery({ queryKey: queryKeys.contracts.active(characterId), queryFn: ({ signal }) => listActiveContracts(signal), enabled: characterId > 0 });
  // History loads the first time its view opens (seed 001 §4).
  const history = useQuery({ queryKey: queryKeys.contracts.history(characterId), queryFn: ({ signal }) => listContractHistory(signal), enabled: characterId > 0 && historyOpened });

  const selectView = (next: View) => {
    if (next === 'history') setHistoryOpened(true);
    setView(next);
  };
  const activeCount = active.data?.active_contracts.length ?? 0;
  const busyId = complete.isPending ? (complete.variables ?? null) : abandon.isPending ? (abandon.variables ?? null) : null;

  let body: ReactNode;
  if (view === 'available') {
    body = loadState(available, 'Failed to load contracts') ?? (
      <AvailableContracts
        contracts={available.data?.contracts.data ?? []}
        onDetails={setDetails}
        onAccept={(contract) => accept.mutate(contract.id)}
        acceptingId={accept.isPending ? (accept.variables ?? null) : null}
      />
    );
  } else if (view === 'active') {
    body = loadState(active, 'Failed to load contracts') ?? (
      <ActiveContracts
        active={active.data ?? { active_contracts: [], total_collateral_held: 0, total_potential_reward: 0 }}
        onDetails={setDetails}
        onComplete={(contract) => complete.mutate(contract.id)}
        onAbandon={setAbandoning}
        busyId={busyId}
      />
    );
  } else {
    body = loadState(history, 'Failed to load contracts') ?? <ContractHistory contracts={history.data?.data ?? []} />;
  }

  return (
    <div className="tc">
      <h3 className="dp-app-title">{tab.name}</h3>
      <div className="tc-top">
        <CurrentShipBox list={available.data} />
        {view === 'available' && <ContractFilterBar values={filters} options={available.data?.filters} onChange={setFilters} />}
      </div>
      <Tabs
        label="Contract views"
        tabs={[
          { id: 'available', label: 'Available' },
          { id: 'active', label: `Active (${activeCount})` },
          { id: 'history', label: 'History' },
        ]}
        selected={view}
        onSelect={selectView}
      >
        {body}
      </Tabs>
      {details && (
        <ContractDetails
          contract={details}
          onAccept={'status' in details ? undefined : () => accept.mutate(details.id)}
          accepting={accept.isPending}
          onClose={() => setDetails(null)}
        />
      )}
      <ConfirmDialog
        open={abandoning !== null}
        title="Abandon contract"
        description={ABANDON_CONFIRMATION}
        confirmLabel="Abandon"
        destructive
        busy={abandon.isPending}
        onCancel={() => setAbandoning(null)}
        onConfirm={() => {
          if (abandoning) abandon.mutate(abandoning.id, { onSettled: () => setAbandoning(null) });
        }}
      />
    </div>
  );
}
