// RFC 4180 lines. A cell a spreadsheet would read as a formula (= + - @, or a tab or carriage
// return before one) starts with a quote, so opening the file runs nothing.
const formulaStart = /^[=+\-@\t\r]/;

const cell = (value: string) => {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export const csvRow = (cells: string[]) => `${cells.map(cell).join(',')}\r\n`;
