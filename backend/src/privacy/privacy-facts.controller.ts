import type { PrivacyFactsResponse } from '@elearning/contract';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Route, ROUTES } from '../common/route.decorator.js';
import { PrivacyFactsResponseDto } from './privacy.dto.js';
import { PrivacyFacts } from './privacy-facts.service.js';

/** Public: the /privacy page reads how long data is kept and where the text goes. */
@ApiTags('privacy')
@Controller()
export class PrivacyFactsController {
  constructor(private readonly facts: PrivacyFacts) {}

  @Route(ROUTES.privacyFacts, { type: PrivacyFactsResponseDto })
  read(): PrivacyFactsResponse {
    return this.facts.get();
  }
}
