import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DOCUMENTS_NOT_APPROVED_EVENT } from '../api/client';

export const DOCUMENT_UPLOAD_PATH = '/document-upload';

/**
 * Turns API answers into navigation: an artist call answering 403 `documents_not_approved` (the server's gate until
 * staff approve the identity document) shows the identity verification page. Renders nothing.
 */
export function ApiRedirects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const onNotApproved = () => {
      if (pathname !== DOCUMENT_UPLOAD_PATH) navigate(DOCUMENT_UPLOAD_PATH);
    };
    window.addEventListener(DOCUMENTS_NOT_APPROVED_EVENT, onNotApproved);
    return () => window.removeEventListener(DOCUMENTS_NOT_APPROVED_EVENT, onNotApproved);
  }, [navigate, pathname]);

  return null;
}
