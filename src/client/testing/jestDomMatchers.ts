// jest-dom's matchers (toBeVisible, toBeDisabled, toHaveTextContent …), loaded in a test file only
// when one of them is first used: each client test file runs in a fresh context, and loading the
// library there up front cost every file about 50 ms, though most files use none of them.
/// <reference types="@testing-library/jest-dom/vitest" />
// eslint-disable-next-line no-restricted-imports -- runs only in Vitest on Node, never in the browser bundle
import { createRequire } from 'node:module';
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';
import { expect, type MatcherResult, type MatcherState } from 'vitest';

type MatcherName = keyof TestingLibraryMatchers<unknown, void>;
type Matcher = (this: MatcherState, ...args: unknown[]) => MatcherResult;

// Every matcher by name, so they can be declared before the library loads; tsc fails here when
// jest-dom adds or drops one.
const MATCHERS = {
  toAppearAfter: true,
  toAppearBefore: true,
  toBeChecked: true,
  toBeDisabled: true,
  toBeEmpty: true,
  toBeEmptyDOMElement: true,
  toBeEnabled: true,
  toBeInTheDOM: true,
  toBeInTheDocument: true,
  toBeInvalid: true,
  toBePartiallyChecked: true,
  toBePartiallyPressed: true,
  toBePressed: true,
  toBeRequired: true,
  toBeValid: true,
  toBeVisible: true,
  toContainElement: true,
  toContainHTML: true,
  toHaveAccessibleDescription: true,
  toHaveAccessibleErrorMessage: true,
  toHaveAccessibleName: true,
  toHaveAttribute: true,
  toHaveClass: true,
  toHaveDescription: true,
  toHaveDisplayValue: true,
  toHaveErrorMessage: true,
  toHaveFocus: true,
  toHaveFormValues: true,
  toHaveRole: true,
  toHaveSelection: true,
  toHaveStyle: true,
  toHaveTextContent: true,
  toHaveValue: true,
} satisfies Record<MatcherName, true>;

let jestDom: Record<MatcherName, Matcher> | undefined;
const loadJestDom = () => (jestDom ??= createRequire(import.meta.url)('@testing-library/jest-dom/matchers') as Record<MatcherName, Matcher>);

/** Adds jest-dom's matchers to this test file's expect; the library itself loads on first use. */
export function addJestDomMatchers(): void {
  const matchers: Record<string, Matcher> = {};
  for (const name of Object.keys(MATCHERS) as MatcherName[]) {
    matchers[name] = function (this: MatcherState, ...args: unknown[]) {
      return loadJestDom()[name].apply(this, args);
    };
  }
  expect.extend(matchers);
}
