/** Expected error bodies, in one place (immich's e2e `errorDto`). */
export const errorBody = {
  badRequest: (message: string) => ({ statusCode: 400, error: 'Bad Request', message }),
  notFound: (message: string) => ({ statusCode: 404, error: 'Not Found', message }),
  payloadTooLarge: (message: string) => ({ statusCode: 413, error: 'Payload Too Large', message }),
  unsupportedMediaType: (message: string) => ({ statusCode: 415, error: 'Unsupported Media Type', message }),
  tooManyRequests: (message: string) => ({ statusCode: 429, error: 'Too Many Requests', message }),
  serviceUnavailable: (message: string) => ({ statusCode: 503, error: 'Service Unavailable', message }),
  internal: () => ({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' }),
};
