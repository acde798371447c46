import { useCallback, useRef, useState, type FormEvent } from 'react';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export interface UseFormOptions<V extends { [K in keyof V]: string }> {
  initialValues: V;
  /** The message for one field given all values, or undefined when it is valid. */
  validate: (field: keyof V, values: Partial<V>) => string | undefined;
  /** Fields to re-check when another one changes (the confirmation when the password changes). */
  dependents?: Partial<Record<keyof V, readonly (keyof V)[]>>;
}

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

/**
 * A small form state for the pages that load without antd, with the behaviour of the antd forms of
 * the signed-in screens: a field is checked when the user leaves it after typing, a field showing an
 * error is re-checked on every keystroke (so the message goes away as soon as the value is fixed),
 * submit checks every field and moves focus to the first invalid one, and the server's per-field
 * messages can be shown under the fields.
 */
export function useForm<V extends { [K in keyof V]: string }>({ initialValues, validate, dependents = {} }: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const dirty = useRef(new Set<keyof V>());
  const inputs = useRef(new Map<keyof V, HTMLInputElement>());
  const fields = Object.keys(initialValues) as (keyof V)[];

  const setFieldErrors = useCallback((next: FieldErrors<V>) => setErrors((current) => ({ ...current, ...next })), []);

  const field = (name: keyof V): FieldProps => ({
    id: `field-${String(name)}`,
    name: String(name),
    value: values[name],
    error: errors[name],
    onChange: (value) => {
      dirty.current.add(name);
      const nextValues = { ...values, [name]: value };
      setValues(nextValues);
      const recheck = [name, ...(dependents[name] ?? [])].filter((key) => errors[key]);
      if (recheck.length) setErrors((current) => ({ ...current, ...Object.fromEntries(recheck.map((key) => [key, validate(key, nextValues)])) }));
    },
    onBlur: () => {
      if (dirty.current.has(name)) setErrors((current) => ({ ...current, [name]: validate(name, values) }));
    },
    inputRef: (element) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
  });

  const handleSubmit = (onValid: (values: V) => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(fields.map((name) => [name, validate(name, values)])) as FieldErrors<V>;
    setErrors(found);
    const firstInvalid = fields.find((name) => found[name]);
    if (firstInvalid !== undefined) {
      inputs.current.get(firstInvalid)?.focus();
      return;
    }
    return onValid(values);
  };

  return { values, errors, field, handleSubmit, setFieldErrors };
}
