import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatCredits } from '../../shared/rules/formatCredits';
import { unitPrice, type PriceModel } from '../../shared/rules/market/marketPrice';
import { buyQuote, sellQuote } from '../../shared/rules/market/marketQuote';
import { TradeDialog, type TradeRoomFacts } from './TradeDialog';

const grain: PriceModel = { basePrice: 300, referenceStock: 100, elasticity: 1 };
const room: TradeRoomFacts = { credits: 25_000, cargoUsed: 20, cargoCapacity: 100, sellable: 0, trader: { priceBonus: 0 } };

function renderDialog(side: 'buy' | 'sell', facts: TradeRoomFacts = room) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(<TradeDialog side={side} market={{ commodityName: 'Grain', model: grain, stock: 100 }} room={facts} busy={false} onConfirm={onConfirm} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: side === 'buy' ? 'Buy Grain' : 'Sell Grain' });
  return { dialog, onConfirm, onClose, quantity: within(dialog).getByLabelText<HTMLInputElement>('Enter quantity to buy/sell:') };
}

/** The figure a term of the quote shows. */
const figure = (dialog: HTMLElement, term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
/** What the dialog says bounds the order. */
const maxNote = (dialog: HTMLElement) => dialog.querySelector('.trade-max')?.textContent;

describe('TradeDialog', () => {
  it('opens a buy at ten units with the price, the total, the hold and the credits after', () => {
    const { dialog, quantity } = renderDialog('buy');
    const ten = buyQuote(grain, 100, 10);
    expect(quantity.value).toBe('10');
    expect(figure(dialog, 'Price per unit now')).toBe(formatCredits(300));
    expect(figure(dialog, 'Total')).toBe(formatCredits(ten.total));
    expect(figure(dialog, 'You pay')).toBe(formatCredits(ten.total));
    expect(figure(dialog, 'Credits after')).toBe(formatCredits(25_000 - ten.total));
    expect(figure(dialog, 'Hold after')).toBe('30 / 100 units');
    expect(within(dialog).getByRole('button', { name: `Buy 10 for ${formatCredits(ten.total)}` }).hasAttribute('disabled')).toBe(false);
  });

  it('moves the price with the quantity as it is typed: sixty units cost more a unit than one', async () => {
    const { dialog, quantity } = renderDialog('buy');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    expect(figure(dialog, 'Average per unit')).toBe(formatCredits(300));
    expect(figure(dialog, 'Total')).toBe(formatCredits(300));
    await userEvent.type(quantity, '0');
    expect(figure(dialog, 'Total')).toBe(formatCredits(buyQuote(grain, 100, 10).total));
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '60');
    const sixty = buyQuote(grain, 100, 60);
    expect(figure(dialog, 'Total')).toBe(formatCredits(sixty.total));
    expect(sixty.total).toBeGreaterThan(60 * 300);
    expect(figure(dialog, 'Average per unit')).toBe(formatCredits(sixty.averagePrice));
    expect(figure(dialog, 'Price after this trade')).toBe(formatCredits(unitPrice(grain, 40)));
    expect(figure(dialog, 'Hold after')).toBe('80 / 100 units');
  });

  it('offers the most the credits and the hold allow, and refuses more with the reason', async () => {
    const { dialog, quantity, onConfirm } = renderDialog('buy', { ...room, credits: 3_000 });
    const max = 9; // 300 + 303 + 306 + … while the total stays within 3,000.
    expect(buyQuote(grain, 100, max).total).toBeLessThanOrEqual(3_000);
    expect(buyQuote(grain, 100, max + 1).total).toBeGreaterThan(3_000);
    expect(quantity.value).toBe(String(max));
    expect(maxNote(dialog)).toBe(`Max ${max}: what your credits pay for.`);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, String(max + 1));
    expect(within(dialog).getByRole('button', { name: 'Buy' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: '1 unit' }));
    expect(quantity.value).toBe('1');
    await userEvent.click(within(dialog).getByRole('button', { name: `Max: ${max} units` }));
    expect(quantity.value).toBe(String(max));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Buy 9 for / }));
    // The average a unit shown goes along as the limit price.
    expect(onConfirm).toHaveBeenCalledWith(max, buyQuote(grain, 100, max).averagePrice);
  });

  it('opens a sale at everything the hold may sell, with the profit over what the units cost', async () => {
    const line = { sellable: 12, totalCost: 2_400, savingHeld: 0, account: { profitRealised: 0, savingReleased: 0, settled: 0 } };
    const { dialog, quantity, onConfirm } = renderDialog('sell', { ...room, sellable: 12, trader: { priceBonus: 0, line } });
    const twelve = sellQuote(grain, 100, 12);
    expect(quantity.value).toBe('12');
    expect(figure(dialog, 'You receive')).toBe(formatCredits(twelve.total));
    expect(figure(dialog, 'Profit')).toBe(`+${formatCredits(twelve.total - 2_400)}`);
    expect(figure(dialog, 'Hold after')).toBe('8 / 100 units');
    expect(maxNote(dialog)).toBe('Max 12: all you hold.');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Sell 12 for / }));
    expect(onConfirm).toHaveBeenCalledWith(12, twelve.averagePrice);
  });

  it('silently drops an answer that is not above 0 (seed 001 §5)', async () => {
    const { quantity, onConfirm, onClose } = renderDialog('buy');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
