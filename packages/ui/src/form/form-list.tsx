// Rows of fields (`parties[0].name`, `parties[1].name` …) with add / remove / move, as Arco's
// Form.List: each row keeps its React key while rows before it come and go.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useFormContextValue } from './form-context';
import { useFormVersion } from './form-item';

export interface FormListRow {
  key: number;
  field: string;
}

export interface FormListOperations {
  add: (value?: unknown, index?: number) => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
}

export interface FormListProps {
  field: string;
  children: (rows: FormListRow[], operations: FormListOperations) => ReactNode;
}

export function FormList({ field, children }: FormListProps) {
  const { store } = useFormContextValue();
  useFormVersion(store);
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  const stored = store.peek(field);
  const rows: unknown[] = Array.isArray(stored) ? stored : [];
  while (keys.current.length < rows.length) keys.current.push(nextKey.current++);
  keys.current.length = rows.length;

  useLayoutEffect(() => store.register({ field, rules: () => [], list: true }), [store, field]);

  const update = (next: unknown[], nextKeys: number[]) => {
    keys.current = nextKeys;
    // A row's errors belong to its fields' old paths; they come back on the next validation.
    store.clearErrorsUnder(field);
    store.change(field, next);
  };
  const operations: FormListOperations = {
    add: (value, index = rows.length) => {
      const next = [...rows];
      const nextKeys = [...keys.current];
      next.splice(index, 0, value);
      nextKeys.splice(index, 0, nextKey.current++);
      update(next, nextKeys);
    },
    remove: (index) =>
      update(
        rows.filter((_, i) => i !== index),
        keys.current.filter((_, i) => i !== index),
      ),
    move: (from, to) => {
      const next = [...rows];
      const nextKeys = [...keys.current];
      next.splice(to, 0, ...next.splice(from, 1));
      nextKeys.splice(to, 0, ...nextKeys.splice(from, 1));
      update(next, nextKeys);
    },
  };
  return (
    <>
      {children(
        rows.map((_, index) => ({ key: keys.current[index]!, field: `${field}[${index}]` })),
        operations,
      )}
    </>
  );
}
