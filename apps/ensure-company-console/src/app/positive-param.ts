// A positive whole number from the URL's query string (an id, a page, a size), else undefined.
export const positiveParam = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
