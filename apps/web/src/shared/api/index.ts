export { ApiError, isApiError, toApiError } from './api-error';
export { type ApiBase, apiRequest, apiUrl, connectTokenSource, type RequestOptions } from './http-client';
