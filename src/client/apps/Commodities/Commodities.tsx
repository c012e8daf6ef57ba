import { useQuery } from '@tanstack/react-query';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { errorMessage } from '../../api/apiErrors';
import { getCommodities } from '../../market/market';
import { queryKeys } from '../../api/queryKeys';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import { useCommodityTrade } from '../../market/useMarketTrade';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { Loadable } from '../../ui/Loadable';
import './commodities.css';

/** Commodities: the local market's commodities as cards, each with a Trade button that buys one unit. */
export function Commodities({ tab }: DatapadAppProps) {
  const { characterId } = useActiveCharacter();
  const id = characterId ?? 0;
  const { quick } = useCommodityTrade(id);
  const market = useQuery({ queryKey: queryKeys.market.commodities(id, null), queryFn: ({ signal }) => getCommodities(undefined, signal), enabled: id > 0 });

  const body = (
    <Loadable query={market} noCharacter={characterId === null} loading="Loading commodities…" failure={errorMessage(market.error, 'Failed to load commodities')}>
      {(data) => {
        return (
          <ul className="cm-list" aria-label="Commodities">
            {data.commodities.map((entry) => (
              <li key={entry.id} className="cm-card">
                <div className="cm-card-head">
                  <h4 className="cm-card-name">{entry.commodity.name}</h4>
                  <span className="cm-card-category">{entry.commodity.category}</span>
                </div>
                <p className="cm-card-description">{entry.commodity.description}</p>
                <div className="cm-card-foot">
                  <span>
                    {formatCredits(entry.price)} <span className="cm-stock">{`· ${entry.quantity.toLocaleString('en-US')} in stock`}</span>
                  </span>
                  <button
                    type="button"
                    className="btn btn-secondary cm-trade"
                    aria-label={`Trade ${entry.commodity.name}`}
                    disabled={quick.isPending}
                    onClick={() => quick.mutate(entry.commodity_id)}
                  >
                    Trade
                  </button>
                </div>
              </li>
            ))}
          </ul>
        );
      }}
    </Loadable>
  );

  return (
    <div className="cm">
      <h3 className="dp-app-title">{tab.name}</h3>
      {market.data && <p className="cm-where">{`At the ${market.data.super_area.name} market. Trade buys one unit.`}</p>}
      {body}
    </div>
  );
}
