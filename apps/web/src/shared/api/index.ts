export { partOr } from './answer-part';
export { ApiError, isApiError, toApiError } from './api-error';
export { downloadFile, filenameOf } from './download-file';
export {
  type ApiBase,
  apiRequest,
  apiUrl,
  connectTokenSource,
  type RequestOptions,
  sendWithSession,
} from './http-client';
export { type UploadProgress, uploadFile } from './upload-file';
