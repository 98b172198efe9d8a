/** What the back office's file inputs take (the server checks the bytes again). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
export const IMAGE_ACCEPT = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', ...IMAGE_TYPES].join(',');
export const PDF_TYPE = 'application/pdf';
export const PDF_ACCEPT = `.pdf,${PDF_TYPE}`;
/** The media library: its pictures and PDFs. */
export const MEDIA_ACCEPT = `${IMAGE_ACCEPT},${PDF_ACCEPT}`;
