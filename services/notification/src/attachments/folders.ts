/** Every file of an attachment lives in its own folder of the file store. */
export const attachmentFolder = (id: string) => `attachments/${id}`;
