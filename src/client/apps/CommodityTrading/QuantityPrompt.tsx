import { useId, useRef, useState } from 'react';
import type { MarketTradeAction } from '../../../shared/api';
import { promptQuantity } from '../../../shared/rules/market/tradeEligibility';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** Seed 001 §5: the quick trade asks for its quantity with this prompt. */
export const QUANTITY_PROMPT = 'Enter quantity to buy/sell:';

interface QuantityPromptProps {
  action: MarketTradeAction;
  commodityName: string;
  onAnswer: (quantity: number) => void;
  onClose: () => void;
}

/** The quantity prompt: the answer is parsed as an integer and silently ignored unless above 0. */
export function QuantityPrompt({ action, commodityName, onAnswer, onClose }: QuantityPromptProps) {
  const [answer, setAnswer] = useState('1');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = () => {
    const quantity = promptQuantity(answer);
    onClose();
    if (quantity !== null) onAnswer(quantity);
  };
  return (
    <Modal
      title={`${action === 'buy' ? 'Buy' : 'Sell'} ${commodityName}`}
      onClose={onClose}
      initialFocus={inputRef}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${inputId}-form`}>
            OK
          </Button>
        </>
      }
    >
      <form
        id={`${inputId}-form`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="field-label">
          {QUANTITY_PROMPT}
        </label>
        <input ref={inputRef} id={inputId} className="field-input" inputMode="numeric" value={answer} onChange={(event) => setAnswer(event.target.value)} />
      </form>
    </Modal>
  );
}
