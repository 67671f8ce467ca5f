import type { ContactResponse } from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { ContactService } from './contact.service.js';
import { AddContactQueryDto, SuccessResponseDto } from './dto/add-contact-query.dto.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('addquery')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'name and a valid email are required' })
  async addQuery(@Body() dto: AddContactQueryDto): Promise<ContactResponse> {
    await this.contact.addQuery({ name: dto.name, email: dto.email, message: dto.message ?? '' });
    return { success: true };
  }
}
