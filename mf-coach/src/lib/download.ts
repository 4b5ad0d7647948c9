/** Saves text as a file through a temporary object URL (works for any same-origin response). */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `clients-2025-03-14.csv` */
export function datedFilename(prefix: string, ext: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.${ext}`;
}
