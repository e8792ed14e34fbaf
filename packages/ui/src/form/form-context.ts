// What a <Form> tells the items inside it.
import { createContext, useContext } from 'react';
import type { FormStore } from './form-store';

export interface ColProps {
  span?: number;
  offset?: number;
  className?: string;
}

export type FormLayout = 'horizontal' | 'vertical' | 'inline';

export interface FormContextValue {
  store: FormStore;
  layout: FormLayout;
  labelCol?: ColProps;
  wrapperCol?: ColProps;
  labelAlign: 'left' | 'right';
  disabled?: boolean;
  formId?: string;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContextValue(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('Form.Item / Form.List must be inside a <Form>');
  return context;
}
