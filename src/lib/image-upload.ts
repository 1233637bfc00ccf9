// Image uploads for the forms kit (ui/forms), which sits below the API: the app hands it the API's upload call at
// start-up (src/app/start.tsx), as it hands the http client the token and the notifier.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

type ImageUpload = (file: File) => Promise<{ url: string }>;

let upload: ImageUpload = () => Promise.reject(new Error('Image upload is not configured (src/app/start.tsx).'));

export function configureImageUpload(given: ImageUpload) {
  upload = given;
}

/** The upload as the forms kit calls it, shaped like the API module it stands for. */
export const uploadApi = { image: (file: File) => upload(file) };
