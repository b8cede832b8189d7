/** The stable address of a stored file (public while it is its owner's avatar). */
export const fileUrl = (fileId: string): string => `/api/files/${fileId}/content`;
