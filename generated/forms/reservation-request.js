// Made by `npm run generate` from forms/reservation-request.schema.json (scripts/generate-forms.ts). Never edit by hand.
import { fullFormats } from 'ajv-formats/dist/formats.js';
const ucs2length = function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      // high surrogate, and there is a next character
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++; // low surrogate
    }
  }
  return length;
};
const schema11 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $comment:
    "A reservation request (issue 10 items 2 and 3), sent as the JSON ReservationCreate of openapi/associations.yaml: slot is the picked time slot as startTime-endTime (HH:mm-HH:mm, association local time) and becomes startTime and endTime. The amenities and their slots come from listAssociationAmenities for the chosen date; a past date and a taken slot are refused by the form's own rules. Titles are translation keys.",
  type: 'object',
  required: ['amenityId', 'date', 'slot'],
  properties: {
    amenityId: { type: 'integer', title: 'community:reservation.fields.amenity', minimum: 1 },
    date: { type: 'string', title: 'community:reservation.fields.date', format: 'date' },
    slot: {
      type: 'string',
      title: 'community:reservation.fields.slot',
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$',
    },
    notes: { type: 'string', title: 'community:reservation.fields.notes', maxLength: 1000 },
  },
  $id: '1d879235',
};
const formats0 = fullFormats.date;
const pattern0 = new RegExp('^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$', 'u');
const func2 = ucs2length;

function validate10(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="1d879235" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.amenityId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'amenityId' },
        message: "must have required property '" + 'amenityId' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.date === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'date' },
        message: "must have required property '" + 'date' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.slot === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'slot' },
        message: "must have required property '" + 'slot' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.amenityId !== undefined) {
      let data0 = data.amenityId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0))) {
        const err3 = {
          instancePath: instancePath + '/amenityId',
          schemaPath: '#/properties/amenityId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
          schema: schema11.properties.amenityId.type,
          parentSchema: schema11.properties.amenityId,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data0 == 'number') {
        if (data0 < 1 || isNaN(data0)) {
          const err4 = {
            instancePath: instancePath + '/amenityId',
            schemaPath: '#/properties/amenityId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
            schema: 1,
            parentSchema: schema11.properties.amenityId,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.date !== undefined) {
      let data1 = data.date;
      if (typeof data1 === 'string') {
        if (!formats0.validate(data1)) {
          const err5 = {
            instancePath: instancePath + '/date',
            schemaPath: '#/properties/date/format',
            keyword: 'format',
            params: { format: 'date' },
            message: 'must match format "' + 'date' + '"',
            schema: 'date',
            parentSchema: schema11.properties.date,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/date',
          schemaPath: '#/properties/date/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.date.type,
          parentSchema: schema11.properties.date,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.slot !== undefined) {
      let data2 = data.slot;
      if (typeof data2 === 'string') {
        if (!pattern0.test(data2)) {
          const err7 = {
            instancePath: instancePath + '/slot',
            schemaPath: '#/properties/slot/pattern',
            keyword: 'pattern',
            params: { pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$' },
            message:
              'must match pattern "' +
              '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$' +
              '"',
            schema: '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$',
            parentSchema: schema11.properties.slot,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/slot',
          schemaPath: '#/properties/slot/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.slot.type,
          parentSchema: schema11.properties.slot,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.notes !== undefined) {
      let data3 = data.notes;
      if (typeof data3 === 'string') {
        if (func2(data3) > 1000) {
          const err9 = {
            instancePath: instancePath + '/notes',
            schemaPath: '#/properties/notes/maxLength',
            keyword: 'maxLength',
            params: { limit: 1000 },
            message: 'must NOT have more than 1000 characters',
            schema: 1000,
            parentSchema: schema11.properties.notes,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/notes',
          schemaPath: '#/properties/notes/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.notes.type,
          parentSchema: schema11.properties.notes,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema11.type,
      parentSchema: schema11,
      data,
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
export default { '1d879235': validate10 };
