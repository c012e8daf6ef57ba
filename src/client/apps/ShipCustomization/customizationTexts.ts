/** Seed 001 §5: installing needs a selected ship. */
export const SELECT_SHIP_FIRST = 'Please select a ship first';

/** Seed 001 §5: the warning on an upgrade the selected ship cannot take. */
export const NOT_COMPATIBLE = 'Not compatible with this ship';

/** Seed 001 §5: the uninstall confirmation. */
export const UNINSTALL_QUESTION = 'Are you sure you want to uninstall this upgrade? You will only receive 50% refund.';
