// The labelled native inputs LoginPanel and its unlock step share (Arco's look, no Arco components).
import type { InputHTMLAttributes, ReactNode } from 'react';

export const ERROR_COLOR = '#cb2634';

export function LabelledField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div style={{ marginBottom: error ? 4 : 24 }}>
      <div style={{ marginBottom: 8, fontSize: 14, color: '#4e5969' }}>
        <span aria-hidden="true" style={{ color: ERROR_COLOR, marginRight: 4 }}>
          *
        </span>
        <label htmlFor={id}>{label}</label>
      </div>
      {children}
      {error && (
        <p
          id={`${id}-error`}
          style={{
            margin: '4px 0 0',
            minHeight: 20,
            fontSize: 12,
            lineHeight: '20px',
            color: ERROR_COLOR,
          }}
        >
          {error}
        </p>
      )}
    </div>
  );
}

export type FieldInputProps = InputHTMLAttributes<HTMLInputElement> & { invalid: boolean };

/** Arco's Input (default size, error state), as Arco renders it without prefix or suffix. */
export function FieldInput({ invalid, ...props }: FieldInputProps) {
  return (
    <input
      {...props}
      className={`arco-input arco-input-size-default${invalid ? ' arco-input-error' : ''}`}
    />
  );
}
