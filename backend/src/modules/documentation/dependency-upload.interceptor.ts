import { BadRequestException, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { checkDependencyFileName, DEPENDENCY_LIMITS, DEPENDENCY_MESSAGES } from '@promptforge/prompt-engine';
import type { Request, Response } from 'express';
import multer = require('multer');
import type { Observable } from 'rxjs';

export const UPLOAD_FIELD = 'files';

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the files as multipart/form-data in the "files" field.',
  unexpectedField: 'Send the files in the "files" field.',
  tooLarge: 'Each file must be at most 1 MB.',
} as const;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: DEPENDENCY_LIMITS.maxFileBytes, files: DEPENDENCY_LIMITS.maxFiles, fields: 10, parts: DEPENDENCY_LIMITS.maxFiles + 10, fieldSize: 64 * 1024 },
  fileFilter: (_req, file, accept) => {
    const problem = checkDependencyFileName(file.originalname);
    if (problem) accept(new BadRequestException(problem));
    else accept(null, true);
  },
}).array(UPLOAD_FIELD);

/**
 * Reads the multipart upload of dependency manifests into memory with hard limits (at most 10 files of 1 MB, only
 * the accepted extensions): multer stops reading as soon as a limit is crossed, so nothing larger is buffered.
 */
export class DependencyUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    if (!req.is('multipart/form-data')) throw new BadRequestException(UPLOAD_MESSAGES.notMultipart);
    await new Promise<void>((resolve, reject) =>
      upload(req, http.getResponse<Response>(), (error: unknown) => {
        if (!error) return resolve();
        if (error instanceof multer.MulterError) {
          if (error.code === 'LIMIT_FILE_SIZE') return reject(new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge));
          if (error.code === 'LIMIT_FILE_COUNT') return reject(new BadRequestException(DEPENDENCY_MESSAGES.tooMany));
          if (error.code === 'LIMIT_UNEXPECTED_FILE') return reject(new BadRequestException(UPLOAD_MESSAGES.unexpectedField));
          return reject(new BadRequestException(error.message));
        }
        if (error instanceof BadRequestException) return reject(error);
        reject(new BadRequestException(UPLOAD_MESSAGES.notMultipart));
      }),
    );
    return next.handle();
  }
}
