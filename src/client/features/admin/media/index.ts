/** What other admin features use of the media library: uploading images (the article editor). */
export { uploadMedia } from './api/upload-media';
export { ImageDropZone } from './components/image-drop-zone';
export { imageFilesOf, useImageUpload } from './use-image-upload';
