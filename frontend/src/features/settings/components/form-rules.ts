import type { FormRule } from 'antd';

type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

/** An antd Form rule from one of the pure checks in ../logic/validation.ts (undefined = valid). */
export function ruleFrom(check: (value: string) => string | undefined): RuleObject {
  return {
    validator: (_rule, value: unknown) => {
      const error = check(typeof value === 'string' ? value : '');
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  };
}
