// Made by `npm run generate` from forms/general-request.schema.json (scripts/generate-forms.ts). Never edit by hand.
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
    "A general request (issue 10 item 2), sent as the multipart HomeownerRequestCreate of openapi/action-items.yaml with the selected association and property and the attached files (picked beside the form, not part of this schema). Titles are translation keys. Limits are the contract's: subject 1-200, description 1-4000 characters.",
  type: 'object',
  required: ['type', 'subject', 'description'],
  properties: {
    type: {
      type: 'string',
      title: 'community:general.fields.type',
      enum: ['general', 'maintenance', 'arc'],
      default: 'general',
    },
    subject: {
      type: 'string',
      title: 'community:general.fields.subject',
      pattern: '\\S',
      maxLength: 200,
    },
    description: {
      type: 'string',
      title: 'community:general.fields.description',
      pattern: '\\S',
      maxLength: 4000,
    },
  },
  $id: '496afec7',
};
const func2 = ucs2length;
const pattern0 = new RegExp('\\S', 'u');

function validate10(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="496afec7" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
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
    if (data.subject === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'subject' },
        message: "must have required property '" + 'subject' + "'",
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
    if (data.description === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'description' },
        message: "must have required property '" + 'description' + "'",
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
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.type.type,
          parentSchema: schema11.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'general' || data0 === 'maintenance' || data0 === 'arc')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema11.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema11.properties.type.enum,
          parentSchema: schema11.properties.type,
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
    if (data.subject !== undefined) {
      let data1 = data.subject;
      if (typeof data1 === 'string') {
        if (func2(data1) > 200) {
          const err5 = {
            instancePath: instancePath + '/subject',
            schemaPath: '#/properties/subject/maxLength',
            keyword: 'maxLength',
            params: { limit: 200 },
            message: 'must NOT have more than 200 characters',
            schema: 200,
            parentSchema: schema11.properties.subject,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (!pattern0.test(data1)) {
          const err6 = {
            instancePath: instancePath + '/subject',
            schemaPath: '#/properties/subject/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.subject,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/subject',
          schemaPath: '#/properties/subject/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.subject.type,
          parentSchema: schema11.properties.subject,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      let data2 = data.description;
      if (typeof data2 === 'string') {
        if (func2(data2) > 4000) {
          const err8 = {
            instancePath: instancePath + '/description',
            schemaPath: '#/properties/description/maxLength',
            keyword: 'maxLength',
            params: { limit: 4000 },
            message: 'must NOT have more than 4000 characters',
            schema: 4000,
            parentSchema: schema11.properties.description,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (!pattern0.test(data2)) {
          const err9 = {
            instancePath: instancePath + '/description',
            schemaPath: '#/properties/description/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.description,
            data: data2,
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
          instancePath: instancePath + '/description',
          schemaPath: '#/properties/description/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.description.type,
          parentSchema: schema11.properties.description,
          data: data2,
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
export default { '496afec7': validate10 };
