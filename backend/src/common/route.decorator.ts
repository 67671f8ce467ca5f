import {
  ROUTES,
  type AnyRoute,
  type HttpMethod,
  type RawResponse,
  type ResponseOf,
} from '@elearning/contract/routes';
import { Delete, Get, Patch, Post, Put, applyDecorators } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';

const METHOD_DECORATORS: Record<HttpMethod, (path: string) => MethodDecorator> = {
  GET: Get,
  POST: Post,
  PUT: Put,
  PATCH: Patch,
  DELETE: Delete,
};

/** True only when A and B are the same type, not merely assignable one way. */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** A response DTO class (its instance type is what OpenAPI describes). */
type DtoClass = abstract new (...args: never[]) => object;

/** Nothing more to ask when the DTO's fields are exactly the route's response; else the error names it. */
type DescribesResponse<R extends AnyRoute, D extends DtoClass> =
  Equals<InstanceType<D>, ResponseOf<R>> extends true
    ? unknown
    : { 'the DTO must have exactly the fields of the route response': ResponseOf<R> };

/**
 * What the handler may return: the route's response (or a promise of it). A handler that writes the
 * response itself (an event stream, Prometheus' text) returns nothing.
 */
type RouteHandler<R extends AnyRoute> =
  ResponseOf<R> extends RawResponse
    ? (...args: never[]) => Promise<void> | void
    : (...args: never[]) => Promise<ResponseOf<R>> | ResponseOf<R>;

/**
 * The endpoint of `route` in the contract's table (packages/contract/src/routes.ts): Nest's
 * `@Get`/`@Post`/... with the table's full path (controllers have no prefix), and `ok`, the 200
 * answer's OpenAPI description (`@ApiOkResponse`), whose DTO must have exactly the response's fields.
 * The handler's return type is checked against the route's response type:
 *
 *   @Route(ROUTES.teacherQuestion, { type: TeacherQuestionResponseDto })
 *   async open(...): Promise<TeacherQuestionResponse> { ... }
 */
export function Route<R extends AnyRoute, D extends DtoClass>(
  route: R,
  ok?: { type: D & DescribesResponse<R, D>; description?: string },
) {
  const decorators = [METHOD_DECORATORS[route.method](route.path)];
  if (ok) decorators.push(ApiOkResponse(ok));
  const apply = applyDecorators(...decorators);
  return <H extends RouteHandler<R>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    apply(target, key, descriptor);
  };
}

export { ROUTES };
