/** Note the '×' (U+00D7) in the resolution text. */
export const ARTWORK_MESSAGES = {
  onlyJpgOrPng: 'Only JPG or PNG images are allowed.',
  maxSize: 'Image must be 35 MB or smaller.',
  minResolution: 'Minimum resolution is 3000×3000 pixels.',
  notSquare: 'Artwork must be perfectly square (1:1).',
  unreadable: 'Could not read the image. Try a different file.',
  uploadFailed: 'Artwork upload failed.',
  uploaded: 'Artwork uploaded.',
} as const;
