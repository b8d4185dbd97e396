export { ApiError, isApiError, toApiError } from './api-error';
export { apiRequest, apiUrl, connectTokenSource, type ApiBase, type RequestOptions } from './http-client';
