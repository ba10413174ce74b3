// Made by `npm run generate` from forms/preferences.schema.json (scripts/generate-forms.ts). Never edit by hand.
const schema11 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $comment:
    'Communication and directory preferences (SPEC §3 Profile): payment confirmation email, payment reminders by text, and what the directory shows, as a homeowner and (board members only) as a board member. Titles are translation keys. For anyone who is not a board member the UI schema hides the boardMember set (ui:widget hidden) and the page sends none of it; the schema stays as written, so its validator is precompiled.',
  type: 'object',
  properties: {
    sendPaymentConfirmationEmail: {
      type: 'boolean',
      title: 'profile:preferences.sendPaymentConfirmationEmail',
      default: false,
    },
    receivePaymentRemindersByText: {
      type: 'boolean',
      title: 'profile:preferences.receivePaymentRemindersByText',
      default: false,
    },
    directoryVisibility: {
      type: 'object',
      title: 'profile:preferences.directory',
      description: 'profile:preferences.directoryDescription',
      properties: {
        homeowner: {
          type: 'object',
          title: 'profile:preferences.asHomeowner',
          properties: {
            showName: { type: 'boolean', title: 'profile:preferences.showName', default: false },
            showPhone: { type: 'boolean', title: 'profile:preferences.showPhone', default: false },
            showEmail: { type: 'boolean', title: 'profile:preferences.showEmail', default: false },
            showMailingAddress: {
              type: 'boolean',
              title: 'profile:preferences.showMailingAddress',
              default: false,
            },
          },
        },
        boardMember: {
          type: 'object',
          title: 'profile:preferences.asBoardMember',
          properties: {
            showName: { type: 'boolean', title: 'profile:preferences.showName', default: false },
            showPhone: { type: 'boolean', title: 'profile:preferences.showPhone', default: false },
            showEmail: { type: 'boolean', title: 'profile:preferences.showEmail', default: false },
            showMailingAddress: {
              type: 'boolean',
              title: 'profile:preferences.showMailingAddress',
              default: false,
            },
            showTitle: { type: 'boolean', title: 'profile:preferences.showTitle', default: false },
          },
        },
      },
    },
  },
  $id: '-7904c9bc',
};

function validate10(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="-7904c9bc" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.sendPaymentConfirmationEmail !== undefined) {
      let data0 = data.sendPaymentConfirmationEmail;
      if (typeof data0 !== 'boolean') {
        const err0 = {
          instancePath: instancePath + '/sendPaymentConfirmationEmail',
          schemaPath: '#/properties/sendPaymentConfirmationEmail/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema11.properties.sendPaymentConfirmationEmail.type,
          parentSchema: schema11.properties.sendPaymentConfirmationEmail,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.receivePaymentRemindersByText !== undefined) {
      let data1 = data.receivePaymentRemindersByText;
      if (typeof data1 !== 'boolean') {
        const err1 = {
          instancePath: instancePath + '/receivePaymentRemindersByText',
          schemaPath: '#/properties/receivePaymentRemindersByText/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema11.properties.receivePaymentRemindersByText.type,
          parentSchema: schema11.properties.receivePaymentRemindersByText,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.directoryVisibility !== undefined) {
      let data2 = data.directoryVisibility;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        if (data2.homeowner !== undefined) {
          let data3 = data2.homeowner;
          if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
            if (data3.showName !== undefined) {
              let data4 = data3.showName;
              if (typeof data4 !== 'boolean') {
                const err2 = {
                  instancePath: instancePath + '/directoryVisibility/homeowner/showName',
                  schemaPath:
                    '#/properties/directoryVisibility/properties/homeowner/properties/showName/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                  schema:
                    schema11.properties.directoryVisibility.properties.homeowner.properties.showName
                      .type,
                  parentSchema:
                    schema11.properties.directoryVisibility.properties.homeowner.properties
                      .showName,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
            if (data3.showPhone !== undefined) {
              let data5 = data3.showPhone;
              if (typeof data5 !== 'boolean') {
                const err3 = {
                  instancePath: instancePath + '/directoryVisibility/homeowner/showPhone',
                  schemaPath:
                    '#/properties/directoryVisibility/properties/homeowner/properties/showPhone/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                  schema:
                    schema11.properties.directoryVisibility.properties.homeowner.properties
                      .showPhone.type,
                  parentSchema:
                    schema11.properties.directoryVisibility.properties.homeowner.properties
                      .showPhone,
                  data: data5,
                };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            }
            if (data3.showEmail !== undefined) {
              let data6 = data3.showEmail;
              if (typeof data6 !== 'boolean') {
                const err4 = {
                  instancePath: instancePath + '/directoryVisibility/homeowner/showEmail',
                  schemaPath:
                    '#/properties/directoryVisibility/properties/homeowner/properties/showEmail/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                  schema:
                    schema11.properties.directoryVisibility.properties.homeowner.properties
                      .showEmail.type,
                  parentSchema:
                    schema11.properties.directoryVisibility.properties.homeowner.properties
                      .showEmail,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            if (data3.showMailingAddress !== undefined) {
              let data7 = data3.showMailingAddress;
              if (typeof data7 !== 'boolean') {
                const err5 = {
                  instancePath: instancePath + '/directoryVisibility/homeowner/showMailingAddress',
                  schemaPath:
                    '#/properties/directoryVisibility/properties/homeowner/properties/showMailingAddress/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                  schema:
                    schema11.properties.directoryVisibility.properties.homeowner.properties
                      .showMailingAddress.type,
                  parentSchema:
                    schema11.properties.directoryVisibility.properties.homeowner.properties
                      .showMailingAddress,
                  data: data7,
                };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
          } else {
            const err6 = {
              instancePath: instancePath + '/directoryVisibility/homeowner',
              schemaPath: '#/properties/directoryVisibility/properties/homeowner/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
              schema: schema11.properties.directoryVisibility.properties.homeowner.type,
              parentSchema: schema11.properties.directoryVisibility.properties.homeowner,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.boardMember !== undefined) {
          let data8 = data2.boardMember;
          if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
            if (data8.showName !== undefined) {
              let data9 = data8.showName;
              if (typeof data9 !== 'boolean') {
                const err7 = {
                  instancePath: instancePath + '/directoryVisibility/boardMember/showName',
                  schemaPath:
                    '#/properties/directoryVisibility/properties/boardMember/properties/showName/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                  schema:
                    schema11.properties.directoryVisibility.properties.boardMember.properties
                      .showName.type,
                  parentSchema:
                    schema11.properties.directoryVisibility.properties.boardMember.properties
                      .showName,
                  data: data9,
                };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data8.showPhone !== undefined) {
              let data10 = data8.showPhone;
              if (typeof data10 !== 'boolean') {
                const err8 = {
                  instancePath: instancePath + '/directoryVisibility/boardMember/showPhone',
                  schemaPath:
                    '#/properties/directoryVisibility/properties/boardMember/properties/showPhone/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                  schema:
                    schema11.properties.directoryVisibility.properties.boardMember.properties
                      .showPhone.type,
                  parentSchema:
                    schema11.properties.directoryVisibility.properties.boardMember.properties
                      .showPhone,
                  data: data10,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data8.showEmail !== undefined) {
              let data11 = data8.showEmail;
              if (typeof data11 !== 'boolean') {
                const err9 = {
                  instancePath: instancePath + '/directoryVisibility/boardMember/showEmail',
                  schemaPath:
                    '#/properties/directoryVisibility/properties/boardMember/properties/showEmail/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                  schema:
                    schema11.properties.directoryVisibility.properties.boardMember.properties
                      .showEmail.type,
                  parentSchema:
                    schema11.properties.directoryVisibility.properties.boardMember.properties
                      .showEmail,
                  data: data11,
                };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data8.showMailingAddress !== undefined) {
              let data12 = data8.showMailingAddress;
              if (typeof data12 !== 'boolean') {
                const err10 = {
                  instancePath:
                    instancePath + '/directoryVisibility/boardMember/showMailingAddress',
                  schemaPath:
                    '#/properties/directoryVisibility/properties/boardMember/properties/showMailingAddress/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                  schema:
                    schema11.properties.directoryVisibility.properties.boardMember.properties
                      .showMailingAddress.type,
                  parentSchema:
                    schema11.properties.directoryVisibility.properties.boardMember.properties
                      .showMailingAddress,
                  data: data12,
                };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data8.showTitle !== undefined) {
              let data13 = data8.showTitle;
              if (typeof data13 !== 'boolean') {
                const err11 = {
                  instancePath: instancePath + '/directoryVisibility/boardMember/showTitle',
                  schemaPath:
                    '#/properties/directoryVisibility/properties/boardMember/properties/showTitle/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                  schema:
                    schema11.properties.directoryVisibility.properties.boardMember.properties
                      .showTitle.type,
                  parentSchema:
                    schema11.properties.directoryVisibility.properties.boardMember.properties
                      .showTitle,
                  data: data13,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
          } else {
            const err12 = {
              instancePath: instancePath + '/directoryVisibility/boardMember',
              schemaPath: '#/properties/directoryVisibility/properties/boardMember/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
              schema: schema11.properties.directoryVisibility.properties.boardMember.type,
              parentSchema: schema11.properties.directoryVisibility.properties.boardMember,
              data: data8,
            };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = {
          instancePath: instancePath + '/directoryVisibility',
          schemaPath: '#/properties/directoryVisibility/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema11.properties.directoryVisibility.type,
          parentSchema: schema11.properties.directoryVisibility,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = {
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
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
export default { '-7904c9bc': validate10 };
