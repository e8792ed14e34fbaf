/** The class attribute of the names given, leaving out the conditions that did not hold. */
export const classNames = (...names: Array<string | false | null | undefined>) =>
  names.filter(Boolean).join(' ');
