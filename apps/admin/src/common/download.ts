/** Lets the browser save a text file (CSV exports and the import template). */
export const downloadText = (filename: string, text: string, type = 'text/csv;charset=utf-8'): void => {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
