import { type ArgumentMetadata, HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiErrorException } from '../api-error.js';

/** Runs before validation: a body of null, an array, a string or a number is not a request. */
@Injectable()
export class JsonObjectBodyPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body') return value;
    if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) {
      throw new ApiErrorException(HttpStatus.BAD_REQUEST, 'The request body must be a JSON object');
    }
    return value;
  }
}
