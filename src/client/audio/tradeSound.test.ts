import { describe, expect, it } from 'vitest';
import { tradeSoundFor } from './tradeSound';

describe('tradeSoundFor', () => {
  it('rings a buy for market and quick purchases and a sale for market sales', () => {
    expect(tradeSoundFor({ method: 'post', url: '/api/market/buy', data: '{"commodity_id":3,"quantity":5}' })).toBe('trade-buy');
    expect(tradeSoundFor({ method: 'post', url: '/api/trade/commodity', data: { commodity_id: 3, quantity: 1 } })).toBe('trade-buy');
    expect(tradeSoundFor({ method: 'POST', url: '/api/market/sell' })).toBe('trade-sell');
  });

  it('reads the action of the commodity trade call', () => {
    expect(tradeSoundFor({ method: 'post', url: '/api/commodities/trade', data: JSON.stringify({ commodity_id: 1, quantity: 2, action: 'sell' }) })).toBe('trade-sell');
    expect(tradeSoundFor({ method: 'post', url: '/api/commodities/trade', data: { commodity_id: 1, quantity: 2, action: 'buy' } })).toBe('trade-buy');
  });

  it('stays silent for reads and other calls', () => {
    expect(tradeSoundFor({ method: 'get', url: '/api/market/buy' })).toBeNull();
    expect(tradeSoundFor({ method: 'post', url: '/api/market/compare' })).toBeNull();
    expect(tradeSoundFor({ method: 'post' })).toBeNull();
  });
});
