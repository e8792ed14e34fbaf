// Choosing in a NativeSelect (the browser's own select) as a user does: the option by its text.
import { fireEvent, screen, within } from '@testing-library/react';

export function chooseOption(selectName: string, optionName: string | RegExp) {
  const select = screen.getByRole('combobox', { name: selectName });
  const option = within(select).getByRole<HTMLOptionElement>('option', { name: optionName });
  fireEvent.change(select, { target: { value: option.value } });
}
