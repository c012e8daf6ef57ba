// The contract: one source of truth for every endpoint's shape. The only barrel in the codebase.
import './validationMessages';

export * from './http';
export * from './route';
export * from './routeTable';
export * from './errors';
export * from './auth';
export * from './characters';
export * from './datapad';
export * from './broadcasting';
export * from './galaxy';
export * from './commodities';
export * from './market';
export * from './validationMessages';
export * from './tradingContracts';
export * from './ships';
export * from './shipMarket';
export * from './shipCustomization';
export * from './travel';
export * from './ledger';
export * from './meta';
export * from './items';
export * from './inventory';
export * from './shops';
