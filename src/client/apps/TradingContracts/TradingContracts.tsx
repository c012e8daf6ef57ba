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
import { Loadable } from '../../ui/Loadable';
import './tradingContracts.css';

type View = 'available' | 'active' | 'history';

export const ABANDON_CONFIRMATION = 'Are you sure you want to abandon this contract? You will forfeit the collateral.';

const LOAD_FAILED = 'Failed to load contracts';
const LOADING = 'Loading contracts…';

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
    body = (
      <Loadable query={available} loading={LOADING} failure={errorMessage(available.error, LOAD_FAILED)}>
        {(list) => (
          <AvailableContracts
            contracts={list.contracts.data}
            onDetails={setDetails}
            onAccept={(contract) => accept.mutate(contract.id)}
            acceptingId={accept.isPending ? (accept.variables ?? null) : null}
          />
        )}
      </Loadable>
    );
  } else if (view === 'active') {
    body = (
      <Loadable query={active} loading={LOADING} failure={errorMessage(active.error, LOAD_FAILED)}>
        {(list) => <ActiveContracts active={list} onDetails={setDetails} onComplete={(contract) => complete.mutate(contract.id)} onAbandon={setAbandoning} busyId={busyId} />}
      </Loadable>
    );
  } else {
    body = (
      <Loadable query={history} loading={LOADING} failure={errorMessage(history.error, LOAD_FAILED)}>
        {(list) => <ContractHistory contracts={list.data} />}
      </Loadable>
    );
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
