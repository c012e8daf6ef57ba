import { COLLATERAL_SHARE, LATE_REWARD_SHARE } from '../../../shared/rules/contracts/contractTerms';
import { COMPLETER_SHARE_WEIGHT, splitPartyReward } from '../../../shared/rules/party/partyRewardShare';
import { MAX_ACTIVE_CONTRACTS } from '../../../shared/rules/contracts/compatibility';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { PRICE_CEILING, PRICE_FLOOR } from '../../../shared/rules/market/marketPrice';
import { ALERT_CHANGE_PERCENT, recommendation } from '../../../shared/rules/market/marketSignals';
import { HIGH_PROFIT_MARGIN } from '../../../shared/rules/market/tradeEligibility';
import { CREDITS_PER_TRADING_XP } from '../../../shared/rules/market/tradingLevel';
import { REFUEL_PRICE_PER_UNIT } from '../../../shared/rules/ships/refuel';
import { MAINTENANCE_SHARE_PER_DISTANCE } from '../../../shared/rules/travel/travelCosts';
import { PublicPage } from './PublicPage';

const AVERAGE = 100;
// Prices against a galactic average of 100, read by the same rule the market dashboard uses.
const EXAMPLES = [70, 90, 100, 110, 130].map((price) => ({ price, label: recommendation(price, AVERAGE) }));
const percent = (share: number) => `${Math.round(share * 100)} %`;

/** How to read the market, find a route and use contracts; every number comes from the game's rules. */
export function TradingGuidePage() {
  return (
    <PublicPage title="Trading Guide" lead="Buy where a commodity is plentiful, fly it to where it is scarce, and sell. Here is how to see where that is.">
      <h2>How prices work</h2>
      <p>
        Every star system runs a market for each commodity, with a stock and a stock it tends toward. A producer keeps a lot in stock and sells cheap; a consumer
        keeps little and pays dear. The price rises as stock falls and stays between {PRICE_FLOOR}× and {PRICE_CEILING}× the commodity's base price. Your own
        trades move the stock, so a big purchase gets dearer unit by unit: the quote in the trading window adds up the price of each unit before you commit.
      </p>
      <p>Every galaxy tick, stocks drift back toward their usual level, and a move of more than {ALERT_CHANGE_PERCENT} % in a day raises a market alert.</p>
      <h2>Reading the market dashboard</h2>
      <p>Open the datapad's Market Dashboard. Each commodity shows its price here, the 24-hour trend, and a recommendation from where the price sits against the galactic average:</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Price here (average {AVERAGE})</th>
            <th scope="col">Recommendation</th>
          </tr>
        </thead>
        <tbody>
          {EXAMPLES.map((example) => (
            <tr key={example.price}>
              <td>{example.price}</td>
              <td>{example.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>The price history chart shows how a market moved over the last days: a price far below its usual line is a buying chance.</p>
      <h2>Finding a route</h2>
      <ol>
        <li>In the Market Dashboard, open the profitable routes. For each commodity it finds where to buy cheapest and sell dearest within the jumps you allow.</li>
        <li>
          Profit is counted after the trip's costs: fuel at {formatCredits(REFUEL_PRICE_PER_UNIT)} a unit and ship maintenance ({percent(MAINTENANCE_SHARE_PER_DISTANCE)} of a day's upkeep per distance unit). Routes are ranked by profit per hour;
          a margin above {HIGH_PROFIT_MARGIN} % is marked high profit.
        </li>
        <li>Buy in Commodity Trading, check your cargo space and fuel in Ship Status, then plot the journey in Travel.</li>
        <li>Sell at the destination. Every {CREDITS_PER_TRADING_XP} credits of profit earn one point of trading experience.</li>
      </ol>
      <h2>Contracts</h2>
      <ul>
        <li>Trading Contracts lists deliveries offered in your system: a cargo, a pickup, a destination, a deadline and a reward.</li>
        <li>
          Accepting loads the cargo and holds collateral of at least {percent(COLLATERAL_SHARE)} of the cargo's value (more for risky routes). You may hold up to{' '}
          {MAX_ACTIVE_CONTRACTS} contracts at once, if your hold has room and your ship is big enough.
        </li>
        <li>
          Complete it at the destination: you get the reward and your collateral back. Arriving after the deadline pays {percent(LATE_REWARD_SHARE)} of the reward.
          Abandoning a contract keeps the collateral.
        </li>
        <li>
          In a party, the members standing in the destination system when you deliver share the reward: you count {COMPLETER_SHARE_WEIGHT} shares and each of
          them one (whole credits, the remainder yours), and the collateral stays yours. With two mates beside you, a {formatCredits(1_000)} reward pays them{' '}
          {formatCredits(splitPartyReward(1_000, [1, 2]).shares[0]!.amount)} each and you {formatCredits(splitPartyReward(1_000, [1, 2]).completer)}.
        </li>
      </ul>
    </PublicPage>
  );
}
