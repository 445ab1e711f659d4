export const DOCUMENT_MESSAGES = {
  chooseFileSignup: 'Please choose a file to upload (jpg, png, pdf, max 2 MB).',
  selectDocument: 'Please select a document to upload.',
  chooseFileProfile: 'Choose a file (JPG, PNG, PDF, max 2MB).',
  invalidFileType: 'Invalid file type. Allowed: JPG, PNG, PDF.',
  maxFileSize: 'Max file size is 2MB.',
  uploadFailed: 'Upload failed.',
  uploadedPendingReview: 'Document uploaded. Pending manual review.',
  uploaded: 'Document uploaded.',
  approvedRedirecting: 'Approved! Redirecting you to your dashboard…',
  noDocumentUploaded: 'No document uploaded.',
  previewNotSupported: 'Preview not supported for this file.',
} as const;
