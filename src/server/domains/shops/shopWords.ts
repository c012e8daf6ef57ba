import { formatCredits } from '../../../shared/rules/formatCredits';

/** A place that is not a shop of the character's location (shopFor). */
export const NO_SHOP_THERE = 'There is no item shop there: choose a shop where you are.';
/** A catalogue item the shop does not keep (or a crafted good, which only crafters sell). */
export const notSoldHere = (placeName: string, itemName: string) => `${placeName} does not sell ${itemName}.`;
/** Too few credits for an item at its price. */
export const tooFewCredits = (itemName: string, price: number, credits: number) => `Insufficient credits: ${itemName} costs ${formatCredits(price)} and you have ${formatCredits(credits)}.`;
/** The answer's message and the InventoryUpdated line of a purchase. */
export const boughtMessage = (itemName: string, price: number) => `Bought ${itemName} for ${formatCredits(price)}.`;
/** The answer's message and the InventoryUpdated line of a crafted good's purchase. */
export const boughtCraftedMessage = (itemName: string, crafterName: string, price: number) => `Bought ${itemName} made by ${crafterName} for ${formatCredits(price)}.`;
