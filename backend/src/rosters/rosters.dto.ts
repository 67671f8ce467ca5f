import type * as Api from '@elearning/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

/** `?dryRun=true`: only report. The query string's text is read as a boolean. */
export class RosterImportQuery implements Api.RosterImportQuery {
  @ApiPropertyOptional({ type: Boolean, default: false, description: 'only report what the import would do' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' || value === '1'
      ? true
      : value === 'false' || value === '0' || value === ''
        ? false
        : value,
  )
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun?: boolean;
}

export class RosterCountsDto implements Api.RosterCounts {
  @ApiProperty() created: number;
  @ApiProperty() updated: number;
  @ApiProperty({
    description: 'classes archived, enrollments ended, people taken out of their roster classes',
  })
  ended: number;
}

export class RosterWarningDto implements Api.RosterWarning {
  @ApiProperty({ example: 'users.csv' }) file: string;
  @ApiProperty({ description: "the row's line (1 is the header; 0: the whole file)" }) line: number;
  @ApiProperty() message: string;
}

export class RosterReportDto implements Api.RosterReport {
  @ApiProperty({ type: RosterCountsDto }) classes: RosterCountsDto;
  @ApiProperty({ type: RosterCountsDto }) teachers: RosterCountsDto;
  @ApiProperty({ type: RosterCountsDto }) students: RosterCountsDto;
  @ApiProperty({ type: RosterCountsDto }) enrollments: RosterCountsDto;
  @ApiProperty({ type: [RosterWarningDto] }) warnings: RosterWarningDto[];
}

export class RosterImportResponseDto implements Api.RosterImportResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ description: 'nothing was written' }) dryRun: boolean;
  @ApiProperty({ type: RosterReportDto }) report: RosterReportDto;
}
