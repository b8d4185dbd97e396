export { partOr } from './answer-part';
export { ApiError, isApiError, toApiError } from './api-error';
export { downloadFile, filenameOf } from './download-file';
export { takeEarlyFirstScreen, takeEarlyToken } from './early-requests';
export {
  type ApiBase,
  apiRequest,
  apiUrl,
  connectTokenSource,
  earlyAnswer,
  type RequestOptions,
  sendWithSession,
} from './http-client';
export { type UploadProgress, uploadFile } from './upload-file';
